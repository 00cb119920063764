data "terraform_remote_state" "net" {
  backend = "local"
}

module "m" {
  source = "./m"
  id     = data.terraform_remote_state.nett.outputs.id
  id2    = terraform_remote_state.net.outputs.id
}
