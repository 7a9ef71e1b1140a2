import './style.css'

// The package's only barrel: everything public is exported here and documented where it is defined.

// Field state, validation and values
export {
  resolveFieldState,
  type EffectivePattern,
  type FieldDisplay,
  type FieldPattern,
  type FieldStateFlags,
  type ParentFieldState,
  type ResolvedFieldState,
} from './core/field-state.js'
export { FLAGS_DATA_KEY, fieldStateEffects, getFieldFlags, resolveField, setFieldFlags, setFlags } from './core/field-flags.js'
export { getFieldValidation, resetForm, scrollToFirstError, type FieldValidation } from './core/field-validation.js'
export { ARRAY_INDEX_KEY, cleanValues } from './core/clean-values.js'
export { createFormKitForm, installFormKitEffects, setFormLocale, useFormKitForm } from './core/form-kit-form.js'
export { validateLocaleEffects } from './core/validate-locale.js'
export { DEFAULTS } from './core/constants.js'

// Configuration and messages
export {
  FormKitProvider,
  useFormKit,
  type FormKitConfig,
  type FormKitContextValue,
  type FormKitProviderProps,
} from './core/provider.js'
export { MESSAGES, formatMessage, type FormKitLocale, type MessageKey } from './core/locale.js'
export { DEFAULT_UPLOAD_PATH, deriveUploadUrl, type UploadHostOptions } from './core/upload-url.js'
export { sanitizeHtml } from './core/sanitize-html.js'
export type {
  ActivityInfo,
  CouponInfo,
  ImageLibraryItem,
  ImageLibrarySlot,
  ImageLibrarySlotProps,
  MarketingDataSource,
  MarketingPage,
  MarketingQuery,
  MarketingRow,
  UploadRequest,
  UploadResponse,
} from './core/types.js'

// Schema rendering
export { SchemaField, SchemaForm, createFormKitSchemaField, type SchemaFormProps } from './schema-form/schema-form.js'
export { formKitComponents } from './schema-form/components.js'

// Fields
export { FormKitItem, type FieldDisplayStyle, type FormKitItemProps } from './fields/form-item/form-kit-item.js'
export { ExamplePopover, type FieldExample } from './fields/form-item/example-popover.js'
export { StorageItem, isEmptyValue } from './fields/form-item/storage-item.js'
export { TextInput, type TextInputProps } from './fields/text-input/text-input.js'
export { NumberInput, type NumberInputProps } from './fields/number-input/number-input.js'
export { formatNumber, normalizeNumber, type NumberRules } from './fields/number-input/normalize-number.js'
export { ArrayItems, ArrayTable, type ArrayItemsProps, type ArrayTableProps } from './fields/array/array-items.js'
export { ArrayAddition, ArrayRemove, getArrayLimits, type ArrayLimits } from './fields/array/array-buttons.js'
export { FileUpload, type FileUploadProps, type UploadedFile } from './fields/upload/file-upload.js'
export {
  checkUploadFile,
  defaultUploadRequest,
  type UploadCheck,
  type UploadProblem,
} from './fields/upload/upload-request.js'
export { ImageUpload, joinImageUrl, type ImageUploadProps } from './fields/image-upload/image-upload.js'
export {
  Cascader,
  findCascaderLabels,
  type CascaderFieldNames,
  type CascaderOption,
} from './fields/cascader/cascader.js'
export { DateText, type DateTextProps } from './fields/date/date-text.js'
export { formatDate } from './fields/date/format-date.js'
export { CheckboxGroup, RadioGroup, type OptionGroupProps, type OptionItem } from './fields/options/option-group.js'
export { CheckboxList, type CheckboxListItem, type CheckboxListProps } from './fields/options/checkbox-list.js'
export { DataTable, type DataTableProps } from './fields/data-table/data-table.js'
export {
  ChannelCheckbox,
  MARKETING_CHANNEL_CODES,
  type ChannelCheckboxProps,
  type ChannelOption,
} from './fields/channel-checkbox/channel-checkbox.js'
export { ActivityPicker, CouponPicker, type MarketingPickerProps } from './fields/marketing-picker/marketing-picker.js'
export {
  MarketingPickerDialog,
  type MarketingPickerDialogProps,
} from './fields/marketing-picker/marketing-picker-dialog.js'
export { defaultMarketingColumns, rowInfo, rowKey } from './fields/marketing-picker/marketing-rows.js'
export { FormSection, type FormSectionProps } from './fields/section/form-section.js'

// Wizard and layout
export {
  StepWizard,
  getStepWizard,
  type BeforeNextContext,
  type StepWizardOptions,
  type WizardControls,
  type WizardStep,
} from './wizard/step-wizard-model.js'
export { StepWizardField, createStepWizard, stepFlags, useStepWizard } from './wizard/step-wizard.js'
export {
  FormKitLayout,
  previousBreadcrumbPath,
  type BreadcrumbEntry,
  type FormKitLayoutProps,
} from './layout/form-kit-layout.js'
export { ActionBar, type ActionBarProps, type ActionBarTexts } from './layout/action-bar.js'
export { Directory, type DirectoryItem, type DirectoryProps } from './layout/directory.js'
export { findActiveSection, scrollToSection, type ScrollContainer } from './layout/scroll-to-section.js'

// Focus
export { returnFocus, useAntPrefix, useDialogFocusBack, useFocusBackOnClose } from './core/return-focus.js'
