{
  "searchLabel": "Search __title__",
  "tableLabel": "__Title__",
  "fields": {
    "name": "Name",
    "description": "Description",
    "createdAt": "Created"
  },
  "empty": {
    "title": "No __title__ yet",
    "description": "The __title__ of your organisation will be listed here."
  },
  "noMatch": {
    "title": "No __title__ match",
    "description": "Try other words, or clear the search."
  },
  "actions": {
    "clearSearch": "Clear search"
  }
}
