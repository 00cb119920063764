locals {
  dbs = {
    main  = { size = 10 }
    cache = { size = 0 }
  }
}

module "db" {
  source   = "./m"
  for_each = local.dbs
  size     = each.value.size
  name     = each.key
}
