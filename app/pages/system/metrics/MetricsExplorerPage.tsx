/**
 * The metrics explorer at /system/metrics: the fleet's timeseries schemas, an OxQL query box
 * that offers their names and fields as one types, and the answer charted per timeseries with
 * its points. The query that ran lives in the address (`?query=`), so a link reproduces it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'

import { type TimeseriesSchema } from '~/api/__generated__/Api'
import { q, qAll, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { CopyButton } from '~/ui/copy-button'
import { icon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'

import { ExplorerResults } from './explorer-results'
import { type SchemaInfo } from './oxql-complete'
import { OxqlEditor } from './oxql-editor'

export const MetricsIcon = icon('Metrics', <path d="M2 13.5h12M3 11l3.5-4 3 2.5L14 3.5" />)

const schemas = () => qAll('systemTimeseriesSchemaList', {})

export async function loader() {
  await queryClient.ensureQueryData(schemas())
  return null
}

export const handle: RouteHandle = { crumb: 'Metrics', crumbPath: pb.systemMetrics() }

/** A query to start from for a schema: its last hour, averaged per minute. */
export const starterQuery = (name: string) =>
  `get ${name} | filter timestamp > @now() - 1h | align mean_within(1m)`

function SchemaTable({ items, onUse }: { items: TimeseriesSchema[]; onUse: (n: string) => void }) {
  const [filter, setFilter] = useState('')
  const f = filter.trim().toLowerCase()
  const rows = items.filter(
    (s) =>
      !f ||
      s.timeseriesName.toLowerCase().includes(f) ||
      s.fieldSchema.some((x) => x.name.toLowerCase().includes(f)),
  )
  return (
    <Card
      title="Timeseries schemas"
      description={`${items.length} timeseries the fleet records`}
      actions={
        <input
          type="search"
          aria-label="Filter schemas"
          placeholder="Filter by name or field"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="input-base h-8 w-56 py-0 text-sm"
        />
      }
    >
      {rows.length === 0 ? (
        <p>No schemas match {filter}</p>
      ) : (
        <div className="-mx-4 -my-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-tertiary">
              <tr>
                <th scope="col" className="px-4 py-2 font-normal">
                  Name
                </th>
                <th scope="col" className="px-4 py-2 font-normal">
                  Fields
                </th>
                <th scope="col" className="px-4 py-2 font-normal">
                  Datum type
                </th>
                <th scope="col" className="px-4 py-2 font-normal">
                  Units
                </th>
                <th scope="col" className="px-4 py-2 font-normal">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.timeseriesName} className="border-t border-line align-top">
                  <td className="px-4 py-2 font-mono text-fg">{s.timeseriesName}</td>
                  <td className="px-4 py-2">
                    <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
                      {s.fieldSchema.map((x) => (
                        <li key={x.name} title={x.description}>
                          <span className="font-mono text-secondary">{x.name}</span>{' '}
                          <span className="text-xs text-tertiary">{x.fieldType}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-4 py-2 font-mono text-secondary">{s.datumType}</td>
                  <td className="px-4 py-2 text-secondary">{s.units}</td>
                  <td className="px-4 py-2 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Query ${s.timeseriesName}`}
                      onClick={() => onUse(s.timeseriesName)}
                    >
                      Query
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}

export function Component() {
  const [params, setParams] = useSearchParams()
  const ran = params.get('query') ?? ''
  const [text, setText] = useState(ran)
  // back and forward (or a followed link) bring their own query
  useEffect(() => setText(ran), [ran])

  const { data: schemaList } = useQuery(schemas())
  const items = useMemo(() => schemaList?.items ?? [], [schemaList])
  const infos = useMemo<SchemaInfo[]>(
    () =>
      items.map((s) => ({
        name: s.timeseriesName,
        datumType: s.datumType,
        fields: s.fieldSchema.map((f) => ({ name: f.name, type: f.fieldType })),
      })),
    [items],
  )

  const result = useQuery({
    ...q('systemTimeseriesQuery', { body: { query: ran } }),
    enabled: ran.trim() !== '',
    placeholderData: keepPreviousData,
    throwOnError: false,
    staleTime: Infinity,
  })

  const run = (query = text) => {
    const next = query.trim()
    if (!next) return
    if (next === ran) {
      void result.refetch()
      return
    }
    setParams({ query: next })
  }

  return (
    <>
      <div className="mb-6 flex min-h-9 items-center gap-2.5">
        <span className="text-accent">
          <MetricsIcon size={20} />
        </span>
        <h1 className="text-xl font-medium tracking-tight text-fg" tabIndex={-1}>
          Metrics
        </h1>
        <DocsPopover
          heading="metrics"
          summary="Query the fleet's timeseries with OxQL: get a timeseries, filter it by its fields and time, align its points to windows and group them. The query is kept in the address, so a copied link shows the same chart."
          links={[
            { href: 'https://docs.oxide.computer/guides/operator/metrics', label: 'Metrics' },
          ]}
        />
      </div>

      <form
        className="mb-6"
        onSubmit={(e) => {
          e.preventDefault()
          run()
        }}
      >
        <OxqlEditor value={text} onChange={setText} onRun={() => run()} schemas={infos} />
        <div className="mt-3 flex items-center gap-2">
          <Button
            type="submit"
            size="sm"
            disabledReason={text.trim() ? undefined : 'Write a query first'}
          >
            Run query
          </Button>
          {ran && (
            <CopyButton
              text={`${window.location.origin}${pb.systemMetrics()}?${new URLSearchParams({ query: ran })}`}
              label="Copy link to this query"
            />
          )}
          {result.isFetching && <Spinner label="Running query" />}
        </div>
      </form>

      {ran && (
        <section aria-label="Query result" className="mb-8">
          {result.isError ? (
            <Message variant="error" title="The query failed" content={result.error.message} />
          ) : result.data ? (
            <ExplorerResults key={ran} result={result.data} />
          ) : (
            <Spinner label="Running query" />
          )}
        </section>
      )}

      <SchemaTable
        items={items}
        onUse={(name) => {
          const next = starterQuery(name)
          setText(next)
          run(next)
        }}
      />
    </>
  )
}
