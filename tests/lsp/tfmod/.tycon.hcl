provider_schemas = ["../../validate/schemas/toy.json"]
