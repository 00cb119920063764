module "nosource" {
}

module "both" {
  source   = "./child"
  count    = 1
  for_each = {}
}

module "9bad" {
  source = "./child"
}

module "reserved" {
  source = "./child"
  lifecycle {}
  locals {}
  provider "x" {}
  _ {}
  _ {}
}

module "deps" {
  source     = "./child"
  depends_on = ["module.both"]
}

module "passing" {
  source = "./child"
  providers = {
    alpha        = alpha.west
    alpha        = alpha.east
    beta.second  = beta
    "gamma"      = gamma
    Delta        = delta
    epsilon      = epsilon.one.two
  }
}

module "not_map" {
  source    = "./child"
  providers = [alpha]
}
