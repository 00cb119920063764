variable "n" {
  type = number
}

module "x" {
  source = "./modules/x"
  cfg    = var.n
  items  = null
}

module "app" {
  source     = "./modules/app"
  depends_on = [module.x.o_items]
  port       = 1
  cfg        = [{}, 5]
}

output "o" {
  value = module.app.o_port + "x"
}

resource "toy_thing" "root" {
  name = "5"
  item {
  }
}
