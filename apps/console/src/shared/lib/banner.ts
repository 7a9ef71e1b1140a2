declare const __BUILD_INFO__: { name: string; tag: string; commit: string }

/** The start-up banner in the browser console: build name, tag and short commit (spec 1 §1). */
export const printBanner = () => {
  const { name, tag, commit } = __BUILD_INFO__
  console.info(`%c ${name} %c ${tag} · ${commit} `, 'background:#1677ff;color:#fff;border-radius:3px 0 0 3px', 'background:#e6f0ff;color:#1677ff;border-radius:0 3px 3px 0')
}
