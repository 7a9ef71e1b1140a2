import type { DefinitionsDocument } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { DS_APP } from './data-standards-keys.js'

/** `GET operating/metadata-definite/export`: a module's (or every) definition in force, as a JSON document. */
export const exportDefinitions = (module?: string) => get<DefinitionsDocument>(DS_APP, 'operating/metadata-definite/export', module ? { module } : {})
