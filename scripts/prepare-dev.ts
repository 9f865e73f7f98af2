/** Copies .dev.vars.example to .dev.vars when there is none, so `npm start` works straight after cloning. */
import { access, copyFile } from 'node:fs/promises'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const target = path.join(root, '.dev.vars')
try {
  await access(target)
} catch {
  await copyFile(path.join(root, '.dev.vars.example'), target)
  console.log('created .dev.vars from .dev.vars.example (local development secrets)')
}
