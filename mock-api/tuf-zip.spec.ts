import { describe, expect, it } from 'vitest'

import { buildStoredZip, readTufZipVersion } from './tuf-zip'

describe('readTufZipVersion', () => {
  it('reads the system version from artifacts.json', async () => {
    const zip = buildStoredZip({
      'repo/metadata/1.root.json': '{}',
      'repo/targets/0123abcd.artifacts.json': '{"system_version":"16.1.0-rc.2","artifacts":[]}',
    })
    expect(await readTufZipVersion(zip)).toEqual({ ok: true, version: '16.1.0-rc.2' })
  })

  it('refuses what is not a TUF repository zip, saying why', async () => {
    expect(await readTufZipVersion(new TextEncoder().encode('not a zip'))).toEqual({
      ok: false,
      message: 'the uploaded file is not a zip archive',
    })
    const noArtifacts = await readTufZipVersion(buildStoredZip({ 'a.txt': 'x' }))
    expect(noArtifacts).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no artifacts\.json/),
    })
    const badVersion = await readTufZipVersion(
      buildStoredZip({ 'artifacts.json': '{"system_version":"latest"}' }),
    )
    expect(badVersion).toMatchObject({
      ok: false,
      message: expect.stringMatching(/system_version/),
    })
  })
})
