# a module call's count, for_each and depends_on are checked in the validate walk; after an
# error there nothing in its child is walked, nor what reads the call
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

module "bad_count" {
  source = "./child"
  count  = "x"
}

module "bad_each" {
  source   = "./child"
  for_each = "x"
}

module "bad_dep" {
  source     = "./child"
  depends_on = [module.zz, toy_thing.nope]
}

module "fine" {
  source = "./child"
}

output "a" {
  value = module.bad_count.nope
}

output "b" {
  value = module.fine.nope
}
