/**
 * TLS certificates of the external API (`certificate_*`). Like Nexus they belong to the silo of
 * the caller (there is no `silo` selector): a fleet admin or an admin of that silo lists, adds
 * and deletes them. A silo created with `tls_certificates` starts with those.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { atLeast, fleetRole, siloRole } from '../authz'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import { type Api, type Json } from '../db/schema'
import { forbidden } from '../errors'
import { lookupIn } from '../lookup'
import { assertNameFree, check, identityMetadata, paginate, stamp } from './util'

const PEM_CERT = /-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----/
const PEM_KEY =
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[A-Za-z0-9+/=\s]+-----END [A-Z ]*PRIVATE KEY-----/

/** 400 unless the certificate chain and key are PEM blocks of the right kind. */
export function checkCertificatePem(cert: Json<Api.CertificateCreate>) {
  check(PEM_CERT.test(cert.cert), `certificate "${cert.name}": failed to parse certificate`)
  check(PEM_KEY.test(cert.key), `certificate "${cert.name}": failed to parse private key`)
}

/** Stores a checked certificate in a silo. */
export function insertCertificate(siloId: string, body: Json<Api.CertificateCreate>) {
  return db.certificates.insert(
    {
      ...identityMetadata(stamp(), 'certificate', body),
      cert: body.cert,
      service: body.service,
    },
    siloId,
  )
}

/** The caller's silo, once they are shown to administer it (directly or as a fleet admin). */
function certificateSilo(actor: Actor): string {
  if (!atLeast(siloRole(actor), 'admin') && !atLeast(fleetRole(actor), 'admin')) throw forbidden()
  return actor.siloId
}

function lookupCertificate(siloId: string, key: string) {
  return lookupIn(
    'certificate',
    db.certificates,
    siloId,
    key,
    (cert) => db.certificates.scopeOf(cert.id) === siloId,
  )
}

export const certificateHandlers = {
  certificateList({ query, req }) {
    return paginate(db.certificates, certificateSilo(actorOf(req)), query)
  },

  certificateCreate({ body, req }) {
    const siloId = certificateSilo(actorOf(req))
    assertNameFree(db.certificates, siloId, body.name, 'certificate')
    checkCertificatePem(body)
    return insertCertificate(siloId, body)
  },

  certificateView({ path, req }) {
    return lookupCertificate(certificateSilo(actorOf(req)), path.certificate)
  },

  certificateDelete({ path, req }) {
    const siloId = certificateSilo(actorOf(req))
    db.certificates.delete(lookupCertificate(siloId, path.certificate).id)
    return 204
  },
} satisfies Partial<MSWHandlers>
