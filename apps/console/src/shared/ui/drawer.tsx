import { Drawer as AntDrawer, type DrawerProps } from 'antd'
import { useLayoutEffect } from 'react'
import { useAntPrefix, useFocusBackOnClose } from '@yunying/form-kit'

/**
 * Rendered just before antd's drawer, so that its layout effect runs before the drawer's: as the drawer
 * opens, the opener gives up focus (the drawer takes it next, into its panel). antd's drawer remembers
 * what had focus at that moment and focuses it when its closing motion ends, whatever the user did
 * meanwhile; with nothing remembered, that late focus does nothing.
 */
const ReleaseOpener = ({ open }: { open: boolean }) => {
  useLayoutEffect(() => {
    const active = document.activeElement
    if (open && active instanceof HTMLElement && active !== document.body) active.blur()
  }, [open])
  return null
}

/**
 * Every drawer of the console (use it, not antd's `Drawer`): antd's Drawer, whose focus goes back to
 * its opener as closing starts (✕, Esc, the mask or the page closing it), and stays where the user put
 * it after that, as {@link Modal}'s does.
 */
export const Drawer = ({ open, ...props }: DrawerProps) => {
  const prefix = useAntPrefix()
  useFocusBackOnClose(Boolean(open), true, `.${prefix}-drawer`)
  return (
    <>
      <ReleaseOpener open={Boolean(open)} />
      <AntDrawer {...props} open={open} />
    </>
  )
}
