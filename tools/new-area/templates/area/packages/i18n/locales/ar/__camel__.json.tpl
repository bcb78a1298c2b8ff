{
  "searchLabel": "TODO(translate) Search __title__",
  "tableLabel": "TODO(translate) __Title__",
  "fields": {
    "name": "الاسم",
    "description": "الوصف",
    "createdAt": "تاريخ الإنشاء"
  },
  "empty": {
    "title": "TODO(translate) No __title__ yet",
    "description": "TODO(translate) The __title__ of your organisation will be listed here."
  },
  "noMatch": {
    "title": "TODO(translate) No __title__ match",
    "description": "جرّب كلمات أخرى أو امسح البحث."
  },
  "actions": {
    "clearSearch": "مسح البحث"
  }
}
