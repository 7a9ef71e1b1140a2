import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createQueryClient, Providers } from './app/providers.js'
import { createRouter } from './app/router.js'
import { useAccountStore } from './shared/lib/account-store.js'
import { setSessionExpiredHandler } from './shared/lib/request.js'
import { printBanner } from './shared/lib/banner.js'
import { keepMeasureRowsOutOfTabOrder } from './shared/lib/table-measure-row.js'
import './styles.css'

printBanner()
keepMeasureRowsOutOfTabOrder()
const queryClient = createQueryClient()
const router = createRouter()

// Code 50002: the session is gone; forget the account and go to /login (spec 1 §8).
setSessionExpiredHandler(() => {
  useAccountStore.getState().clear()
  queryClient.clear()
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true })
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
