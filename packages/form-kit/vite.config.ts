import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Everything the host application already has stays outside the bundle; DOMPurify is small and
// not a peer, so it is bundled.
const external = [/^react(\/|$)/, /^react-dom(\/|$)/, /^antd(\/|$)/, /^@ant-design\/icons(\/|$)/, /^dayjs(\/|$)/, /^@formily\//]

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'style' },
    rolldownOptions: { external },
  },
})
