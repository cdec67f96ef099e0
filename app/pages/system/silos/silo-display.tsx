import { type SiloIdentityMode } from '~/api/__generated__/Api'
import { DocsPopover } from '~/components/docs-popover'
import { Badge } from '~/ui/badge'

/** How the console words each identity mode of the API. */
export const IDENTITY_MODES: Record<SiloIdentityMode, string> = {
  saml_jit: 'SAML + JIT',
  saml_scim: 'SAML + SCIM',
  local_only: 'Local only',
}

export function IdentityModeBadge({ mode }: { mode: SiloIdentityMode }) {
  return <Badge color="neutral">{IDENTITY_MODES[mode]}</Badge>
}

export const silosDocs = (
  <DocsPopover
    heading="Silos"
    summary="A silo is an isolated tenant: its own users and identity provider, projects, IP pools and quotas. Only operators see and manage silos."
    links={[
      { href: 'https://docs.oxide.computer/guides/operator/silo-management', label: 'Silos' },
      {
        href: 'https://docs.oxide.computer/guides/system/completing-rack-config',
        label: 'Identity providers',
      },
    ]}
  />
)
