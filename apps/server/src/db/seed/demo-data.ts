/** Realistic demo groups and brands (fictional names). brandType: 2 餐饮, 66 餐饮2.0, 18 烘焙, 70 新正餐, 68 品牌加盟. */
export const DEMO_GROUPS: Array<{ name: string; contactName: string; contactPhone: string; brands: Array<[string, number]> }> = [
  { name: '蜀香餐饮集团', contactName: '王建国', contactPhone: '13812345601', brands: [['蜀香火锅', 2], ['蜀香小面', 66], ['川味坊', 70]] },
  { name: '麦田烘焙集团', contactName: '李晓梅', contactPhone: '13812345602', brands: [['麦田面包房', 18], ['麦田蛋糕', 18], ['晨光西点', 18]] },
  { name: '一叶茶饮', contactName: '陈思远', contactPhone: '13812345603', brands: [['一叶茶', 66], ['叶里轻食', 66], ['叶小咖', 66]] },
  { name: '江南味道餐饮', contactName: '周文', contactPhone: '13812345604', brands: [['江南小馆', 2], ['苏式面馆', 2], ['江南宴', 70]] },
  { name: '禾丰零售', contactName: '赵敏', contactPhone: '13812345605', brands: [['禾丰便利', 68], ['禾丰烘焙坊', 68]] },
  { name: '海岸线餐饮', contactName: '孙浩', contactPhone: '13812345606', brands: [['海岸烧烤', 2], ['海岸海鲜', 70], ['海风茶饮', 66]] },
]
