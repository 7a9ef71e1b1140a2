import { screen, waitFor, within } from '@testing-library/react'
import { DictionaryDetailSchema, DictionarySettingsSchema, type DictionaryDetail } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore, type StoredUser } from '../../../shared/lib/account-store.js'
import { fakeApi, Refusal, renderScreen, type FakeApi } from '../../../test/screen.js'
import { takeoutModeDetail } from '../testing/config-fields.js'
import { DictionaryEdit } from './dictionary-edit.js'

const buildDetail = takeoutModeDetail

let api: FakeApi
let detail: DictionaryDetail = buildDetail()
let canCreate = true

beforeEach(() => {
  detail = buildDetail()
  canCreate = true
  useAccountStore.setState({ user: { id: 1, username: '13800000000', mobile: '13800000000', name: '运营小王' } as StoredUser, permission: ['dictionary.create.btn', 'dictionary.edit.btn'] })
  Element.prototype.scrollIntoView ??= () => {}
  api = fakeApi()
    .answer('field-config/settings', DictionarySettingsSchema, () => ({ stage: canCreate ? 'test' : 'pro', canCreate, syncTypes: [] }))
    .answer('field-config/detail', DictionaryDetailSchema, (query) => {
      if (Number(query.id) !== detail.id) throw new Refusal('字段不存在或已删除', 40400, 404)
      return detail
    })
    .answer('field-config/add', DictionaryDetailSchema, () => ({ ...detail, id: 8, version: 1 }))
    .answer('field-config/update', DictionaryDetailSchema, () => ({ ...detail, version: detail.version + 1 }))
})

let navigate: (to: string) => void
const renderAt = (path: string) => {
  const screenView = renderScreen(<DictionaryEdit />, {
    url: path,
    routes: { '/businessCenter/config/dictionary': <p>配置字典列表页</p>, '/businessCenter/config/brand': <p>品牌配置列表页</p> },
  })
  navigate = screenView.navigate
  return screenView.user
}

type User = ReturnType<typeof renderAt>
const NEW = '/businessCenter/config/dictionary/edit'
const sent = (url: string) => api.calls(`field-config/${url}`)
/** Clicks 保存 once the last save has settled (a loading button takes no click). */
const save = async (user: User) => {
  const button = screen.getByRole('button', { name: /保存/ })
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'))
  await user.click(button)
}
const fill = async (user: User, name: string, text: string) => {
  await user.click(screen.getByRole('textbox', { name }))
  await user.paste(text)
}
/** Clicks 添加选项 `count` times, the button counting up from 0 of 50. */
const addOptions = async (user: User, count: number) => {
  for (let i = 0; i < count; i++) await user.click(screen.getByRole('button', { name: `添加选项（${i}/50）` }))
}
/** Types the code and the name of the `n`th option. */
const fillOption = async (user: User, n: number, code: string, name: string) => {
  await fill(user, `第${n}个选项编码`, code)
  await fill(user, `第${n}个选项名称`, name)
}
/** Opens a select by its name and picks the option with that title. */
const choose = async (user: User, name: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name }))
  const items = await screen.findAllByTitle(option)
  await user.click(items.at(-1)!)
  await waitFor(() => expect(screen.getByRole('combobox', { name }).closest('.ant-select')).toHaveTextContent(option))
}
/**
 * Whether a radio is chosen, by antd's mark: under test every radio group gets the same name
 * ("test-id"), so the browser keeps only one radio of the page checked.
 */
const isChosen = (name: string) => screen.getByRole('radio', { name }).closest('label')!.classList.contains('ant-radio-wrapper-checked')
const fieldItem = (label: string) => screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-formily-item')!

/** Everything a new field needs but its type. */
const fillBasics = async (user: User) => {
  await user.click(screen.getByRole('radio', { name: '品牌配置' }))
  await fill(user, '字段名称', '外卖模式')
  await fill(user, '字段编码', 'takeout.mode')
  await fill(user, '服务名及分组', 'order-center/takeout')
  await user.click(screen.getByRole('checkbox', { name: '茶饮' }))
  await user.click(screen.getByRole('checkbox', { name: '正餐' }))
  await choose(user, '所属服务模块', '订单中心')
  await fill(user, '字段描述', '门店接外卖单的方式')
}

describe('the dictionary editor', () => {
  it('asks for every required field in the contract’s words, and sends nothing', async () => {
    const user = renderAt(NEW)
    await screen.findByRole('heading', { name: '基本信息' })
    // 运营配置 and sort 99 are preset; the status is chosen only when editing.
    expect(isChosen('运营配置')).toBe(true)
    expect(screen.getByRole('textbox', { name: '排序' })).toHaveValue('99.00')
    expect(screen.queryByRole('radio', { name: '启用' })).toBeNull()
    await save(user)
    for (const text of ['请选择应用类型', '请输入字段名称', '请输入字段编码', '请输入服务名及分组', '请选择业态', '请选择所属服务模块', '请输入字段描述', '请选择数据类型']) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
    await fill(user, '字段编码', '1abc')
    expect(await screen.findByText('字段编码以字母开头，只能包含字母、数字、下划线、点和短横线')).toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: '排序' }))
    await user.paste('1.234')
    await user.tab()
    // Two decimals: the input rounds on leaving.
    expect(screen.getByRole('textbox', { name: '排序' })).toHaveValue('1.23')
    expect(sent('add')).toHaveLength(0)
  })

  it('makes 说明文案 and 帮助链接 required once their box is ticked, and forgets them when unticked', async () => {
    const user = renderAt(NEW)
    await screen.findByRole('heading', { name: '说明与帮助' })
    await user.click(screen.getByRole('checkbox', { name: '需要说明文案（勾选后必填）' }))
    await user.click(screen.getByRole('checkbox', { name: '需要帮助链接（勾选后必填）' }))
    await user.click(screen.getByRole('checkbox', { name: '需要示例图（勾选后必填）' }))
    await save(user)
    expect(await screen.findByText('请输入说明文案')).toBeInTheDocument()
    expect(screen.getByText('请输入帮助链接')).toBeInTheDocument()
    expect(screen.getByText('请上传示例图')).toBeInTheDocument()
    await fill(user, '说明文案', '开启后顾客可下外卖单')
    await waitFor(() => expect(screen.queryByText('请输入说明文案')).toBeNull())
    await user.click(screen.getByRole('checkbox', { name: '需要帮助链接（勾选后必填）' }))
    await waitFor(() => expect(screen.queryByText('请输入帮助链接')).toBeNull())
    expect(screen.queryByRole('textbox', { name: '帮助链接' })).toBeNull()
  })

  it('reports the option rules of spec 2 §5 at the options, and counts to 50 (80 for 多选)', async () => {
    const user = renderAt(NEW)
    await screen.findByRole('heading', { name: '基本信息' })
    await fillBasics(user)
    await user.click(screen.getByRole('radio', { name: '单选' }))
    await save(user)
    expect(await within(fieldItem('选项')).findByText('请至少添加一个选项')).toBeInTheDocument()
    await addOptions(user, 2)
    await fillOption(user, 1, 'self', '自营')
    await fill(user, '第2个选项编码', 'self')
    await save(user)
    expect(await within(fieldItem('选项')).findByText('第2个选项信息不完整')).toBeInTheDocument()
    await fill(user, '第2个选项名称', '三方')
    expect(await within(fieldItem('选项')).findByText('第2个选项编码重复')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: '多选' }))
    expect(screen.getByRole('button', { name: '添加选项（2/80）' })).toBeEnabled()
    // Moving a row moves its code and name together.
    await user.click(screen.getByRole('button', { name: '下移第1个选项' }))
    expect(screen.getByRole('textbox', { name: '第1个选项名称' })).toHaveValue('三方')
    expect(screen.getByRole('button', { name: '上移第1个选项' })).toBeDisabled()
    expect(sent('add')).toHaveLength(0)
  })

  it('switching 多选 with 80 options to 单选 says the limit and offers to remove the options over it', async () => {
    const options = Array.from({ length: 80 }, (_, i) => ({ value: `v${i + 1}`, title: `选项${i + 1}` }))
    detail = buildDetail({ dataType: 'checkbox', optionValues: options, relatedData: [], defaultValue: null, relatedDefaultValue: [] })
    const user = renderAt(`${NEW}?id=7`)
    expect(await screen.findByRole('button', { name: '添加选项（80/80）' })).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: '单选' }))
    const warning = await screen.findByRole('alert')
    expect(warning).toHaveTextContent('当前类型最多 50 个选项，现有 80 个')
    expect(screen.queryByRole('button', { name: /添加选项（80\/50）/ })).toBeNull()
    await user.click(within(warning).getByRole('button', { name: '删除第 51–80 个选项' }))
    expect(await screen.findByRole('button', { name: '添加选项（50/50）' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: '第50个选项编码' })).toHaveValue('v50')
    expect(screen.queryByRole('textbox', { name: '第51个选项编码' })).toBeNull()
  })

  it('accepts only an http(s) help link, with a message', async () => {
    const user = renderAt(`${NEW}?id=7`)
    const link = await screen.findByRole('textbox', { name: '帮助链接' })
    await user.clear(link)
    await user.paste('javascript:alert(1)')
    await save(user)
    expect(await screen.findByText('帮助链接须是以 http:// 或 https:// 开头的网址')).toBeInTheDocument()
    await user.clear(link)
    await user.paste('abc')
    expect(await screen.findByText('帮助链接须是以 http:// 或 https:// 开头的网址')).toBeInTheDocument()
    expect(sent('update')).toEqual([])
  })

  it('asks for a default once 设置默认值 is ticked, and for every option’s default of an array', async () => {
    const user = renderAt(NEW)
    await screen.findByRole('heading', { name: '基本信息' })
    await fillBasics(user)
    await user.click(screen.getByRole('radio', { name: '数字' }))
    await user.click(screen.getByRole('checkbox', { name: '默认值 设置默认值' }))
    await save(user)
    expect(await within(fieldItem('默认值')).findByText('请设置默认值')).toBeInTheDocument()
    await user.click(screen.getByRole('spinbutton', { name: '默认值' }))
    await user.paste('1234567890')
    await save(user)
    expect(await within(fieldItem('默认值')).findByText('默认值最多 9 位数字')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: '数组' }))
    await addOptions(user, 1)
    await fillOption(user, 1, 'phone1', '电话一')
    await save(user)
    expect(await within(fieldItem('选项')).findByText('请设置第1个选项的默认值')).toBeInTheDocument()
    expect(sent('add')).toHaveLength(0)
  })

  it('creates a radio field with a related number config and its default, saying who saves it', async () => {
    const user = renderAt(NEW)
    await screen.findByRole('heading', { name: '基本信息' })
    await fillBasics(user)
    await user.click(screen.getByRole('radio', { name: '单选' }))
    await addOptions(user, 2)
    await fillOption(user, 1, ' self ', '自营')
    await fillOption(user, 2, 'third', '三方')
    await user.click(screen.getByRole('checkbox', { name: '默认值 设置默认值' }))
    await choose(user, '默认值', '自营')

    await user.click(screen.getByRole('button', { name: '添加关联选项（0/50）' }))
    await choose(user, '第1个关联选项的取值', '自营（self）')
    await fill(user, '第1个关联选项的第1个关联配置名称', '配送半径')
    await fill(user, '第1个关联选项的第1个关联配置编码', 'takeout.radius')
    await choose(user, '第1个关联选项的第1个关联配置数据类型', '数字')
    await user.click(screen.getByRole('checkbox', { name: '配送半径的默认值 设置默认值' }))
    await user.click(screen.getByRole('spinbutton', { name: '配送半径的默认值' }))
    await user.paste('3')
    await save(user)

    expect(await screen.findByText('配置字典列表页')).toBeInTheDocument()
    expect(sent('add')).toEqual([
      expect.objectContaining({
        applyType: 1,
        fieldName: '外卖模式',
        fieldCode: 'takeout.mode',
        manageType: 1,
        sortNum: 99,
        bizTypes: [1, 3],
        serviceModule: 'order-center',
        dataType: 'radio',
        status: 0,
        manualText: '',
        optionValues: [
          { value: 'self', title: '自营' },
          { value: 'third', title: '三方' },
        ],
        defaultValue: 'self',
        relatedData: [{ relatedValue: 'self', relatedData: [{ name: '配送半径', code: 'takeout.radius', dataType: 'number', optionValues: [] }] }],
        relatedDefaultValue: [{ fieldCode: 'takeout.radius', defaultValue: 3 }],
        accountName: '运营小王',
        accountPhone: '13800000000',
      }),
    ])
  })

  it('opens a saved field with its code locked and its status, and saves it at the loaded version', async () => {
    const user = renderAt(`${NEW}?id=7`)
    expect(await screen.findByText('第 4 版 · 运营小王 保存于 2024-05-02 16:00:00')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '字段编码' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: '字段编码' })).toHaveValue('takeout.mode')
    expect(isChosen('启用')).toBe(true)
    expect(isChosen('单选')).toBe(true)
    expect(screen.getByRole('checkbox', { name: '需要帮助链接（勾选后必填）' })).toBeChecked()
    expect(screen.getByRole('spinbutton', { name: '配送半径的默认值' })).toHaveValue('3')
    await user.click(screen.getByRole('radio', { name: '停用' }))
    await user.clear(screen.getByRole('textbox', { name: '字段名称' }))
    await user.paste('外卖方式')
    await save(user)
    expect(await screen.findByText('配置字典列表页')).toBeInTheDocument()
    expect(sent('update')).toEqual([expect.objectContaining({ id: 7, version: 4, fieldName: '外卖方式', status: 1, helpLink: 'https://help.example.com/takeout', relatedDefaultValue: [{ fieldCode: 'takeout.radius', defaultValue: 3 }] })])
  })

  it('says when someone else changed the field, keeps the input, and can load the newer version', async () => {
    api.refuse('field-config/update', '该字段已被他人修改，请刷新后重试', 40900, 409)
    const user = renderAt(`${NEW}?id=7`)
    await screen.findByText('第 4 版 · 运营小王 保存于 2024-05-02 16:00:00')
    await user.clear(screen.getByRole('textbox', { name: '字段名称' }))
    await user.paste('我的改动')
    // Another operator saved first: the refused save's refetch brings their version.
    detail = buildDetail({ fieldName: '别人的改动', version: 5, updatedBy: '运营小李' })
    await save(user)
    expect(await screen.findByText('字段已被他人修改，未保存')).toBeInTheDocument()
    await waitFor(() => expect(sent('detail').length).toBeGreaterThan(1))
    expect(api.errors).toEqual(['该字段已被他人修改，请刷新后重试'])
    expect(screen.getByRole('textbox', { name: '字段名称' })).toHaveValue('我的改动')
    expect(screen.queryByText('配置字典列表页')).toBeNull()
    expect(screen.getByText(/第 4 版 · 运营小王/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '载入最新内容' }))
    const confirm = await screen.findByRole('dialog', { name: '载入最新内容？' })
    await user.click(within(confirm).getByRole('button', { name: '载入最新内容' }))
    expect(await screen.findByText(/第 5 版 · 运营小李/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '字段名称' })).toHaveValue('别人的改动')
  })

  it('puts the server’s refusal of a rule at its field', async () => {
    api.refuse('field-config/update', '第1个关联选项的第1个关联配置编码重复', 40000, 400, [{ path: 'relatedData.0.relatedData.0', message: '第1个关联选项的第1个关联配置编码重复' }])
    const user = renderAt(`${NEW}?id=7`)
    await screen.findByText(/第 4 版/)
    await save(user)
    expect(await within(fieldItem('关联配置')).findByText('第1个关联选项的第1个关联配置编码重复')).toBeInTheDocument()
    expect(screen.getByText('保存未成功')).toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes', async () => {
    const user = renderAt(`${NEW}?id=7`)
    await screen.findByText(/第 4 版/)
    await user.type(screen.getByRole('textbox', { name: '字段名称' }), '改')
    await user.click(screen.getByRole('button', { name: '取消' }))
    const confirm = await screen.findByRole('dialog', { name: '放弃未保存的修改？' })
    await user.click(within(confirm).getByRole('button', { name: '放弃并离开' }))
    expect(await screen.findByText('配置字典列表页')).toBeInTheDocument()
  })

  it('asks before a menu or a tab takes the page away with unsaved input, and keeps the input', async () => {
    const user = renderAt(`${NEW}?id=7`)
    await screen.findByText(/第 4 版/)
    await user.type(screen.getByRole('textbox', { name: '字段名称' }), '改')
    navigate('/businessCenter/config/brand')
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).toBeNull())
    expect(screen.getByRole('textbox', { name: '字段名称' })).toHaveValue(`${buildDetail().fieldName}改`)
    expect(screen.queryByText('品牌配置列表页')).toBeNull()
  })

  it('offers no new field where the deployment forbids it', async () => {
    canCreate = false
    renderAt(NEW)
    expect(await screen.findByText('当前环境不能新建字段')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull()
  })

  it('offers no new field without dictionary.create.btn', async () => {
    useAccountStore.setState({ permission: ['dictionary.edit.btn'] })
    renderAt(NEW)
    expect(await screen.findByText('没有新建字段的权限')).toBeInTheDocument()
  })

  it('refuses to edit without dictionary.edit.btn', async () => {
    useAccountStore.setState({ permission: ['dictionary.create.btn'] })
    renderAt(`${NEW}?id=7`)
    expect(await screen.findByText('没有编辑字段的权限')).toBeInTheDocument()
    expect(sent('detail')).toHaveLength(0)
  })
})
