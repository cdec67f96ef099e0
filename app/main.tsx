import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'

import { queryClient } from './api/client'
import { startMockApi } from './mock'
import { routes } from './routes'
import { installIntentPrefetch } from './routes/intent-prefetch'
import './styles.css'

async function start() {
  // the mock API must be intercepting before the first loader calls it
  if (__MOCK__) await startMockApi()
  const router = createBrowserRouter(routes)
  // a hovered, focused or pressed link fetches its page's chunks and data before the click
  installIntentPrefetch(routes)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void start()
