{
  "searchLabel": "TODO(translate) Search __title__",
  "tableLabel": "TODO(translate) __Title__",
  "fields": {
    "name": "Nom",
    "description": "Description",
    "createdAt": "Créé le"
  },
  "empty": {
    "title": "TODO(translate) No __title__ yet",
    "description": "TODO(translate) The __title__ of your organisation will be listed here."
  },
  "noMatch": {
    "title": "TODO(translate) No __title__ match",
    "description": "Essayez d'autres mots ou effacez la recherche."
  },
  "actions": {
    "clearSearch": "Effacer la recherche"
  }
}
