/** Seed: system update state (uploaded TUF repositories, target release, trust root), SCIM. */
import { seedTime, uuidFor } from '../ids'
import { FLEET, type Db } from '../schema'
import { siloId } from './identity'

const REPOS: [string, number][] = [
  ['14.2.0', 20],
  ['15.0.0', 60],
  ['15.1.0', 90],
]

export function seedUpdate(db: Db): void {
  for (const [version, day] of REPOS) {
    db.tufRepos.push({
      system_version: version,
      file_name: `ferrite-rack-${version}.zip`,
      hash: uuidFor(`tuf:${version}`).replace(/-/g, '').repeat(2),
      time_created: seedTime(day),
    })
  }
  db.updateStatus = {
    target_release: { version: '15.0.0', time_requested: seedTime(61) },
    components_by_release_version: { '15.0.0': 27, '14.2.0': 4 },
    suspended: false,
    contact_support: false,
    time_last_step_planned: seedTime(62),
  }
  db.trustRoots.insert(
    {
      id: uuidFor('trust-root:0'),
      root_role: {
        _type: 'root',
        spec_version: '1.0.0',
        version: 1,
        expires: '2030-01-01T00:00:00Z',
      },
      time_created: seedTime(1),
    },
    FLEET,
  )
  db.scimTokens.insert(
    { id: uuidFor('scim:lumen:0'), time_created: seedTime(3), time_expires: null },
    siloId('lumen'),
  )
  // lumen's certificate for its external API: the wildcard for the rack's silos
  db.certificates.insert(
    {
      id: uuidFor('certificate:lumen:0'),
      name: 'lumen-wildcard',
      description: 'Wildcard certificate for every silo of the rack',
      service: 'external_api',
      cert: [
        '-----BEGIN CERTIFICATE-----',
        'MIIBWTCCAQCgAwIBAgIUJL5dakuG3r5q+CN+92CwAzflI9AwCgYIKoZIzj0EAwIw',
        'HDEaMBgGA1UEAwwRKi5zeXMuZXhhbXBsZS5jb20wHhcNMjUwMTAxMDAwMDAwWhcN',
        'NDUwMTAxMDAwMDAwWjAcMRowGAYDVQQDDBEqLnN5cy5leGFtcGxlLmNvbTBZMBMG',
        'ByqGSM49AgEGCCqGSM49AwEHA0IABFfc9peB/W2rWU3d1c1YHXrPTv7VbI/sBBoR',
        'rNi/ZCaEL8/LpBClgruT3ToT1/QgBNl1B17GsaY0QrQQUF8Gov6jIDAeMBwGA1Ud',
        'EQQVMBOCESouc3lzLmV4YW1wbGUuY29tMAoGCCqGSM49BAMCA0cAMEQCIGRtxj93',
        '+FNEIATa8Ok3WVhJRS+uNNf9wAGyPQ+aifjmAiBBjvKBSjDENx7TFRoEcymIRjRU',
        'e7FygvbUovVFnXzf1w==',
        '-----END CERTIFICATE-----',
      ].join('\n'),
      time_created: seedTime(3),
      time_modified: seedTime(3),
    },
    siloId('lumen'),
  )
}
