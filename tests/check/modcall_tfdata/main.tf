resource "terraform_data" "cfg" {
  input = { size = "large", zones = ["a", "b"] }
}

module "vm" {
  source = "./modules/vm"
  id     = terraform_data.cfg.id
  zones  = terraform_data.cfg.output.zones
  size   = terraform_data.cfg.input.size
}
