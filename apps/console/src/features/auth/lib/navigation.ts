/** Full-page moves of the sign-in screens (leaving for the provider, starting /login afresh). */
export const leaveForUrl = (url: string) => window.location.assign(url)

/** /login again, from scratch and without its query. */
export const reloadLoginPage = () => window.location.replace('/login')
