# Terraform's built-in provider (terraform.io/builtin/terraform), which needs no schema file:
# terraform_data and the terraform_remote_state data source checked against its schemas.
resource "terraform_data" "ok" {
  input            = { a = 1 }
  triggers_replace = [1, 2]
}

resource "terraform_data" "typo" {
  inptu = "x"
}

resource "terraform_data" "read_only" {
  input  = "x"
  output = "y"
  id     = "z"
}

data "terraform_remote_state" "missing_backend" {
  config = {
    path = "x.tfstate"
  }
}

data "terraform_remote_state" "wrong" {
  backend   = "local"
  workspace = ["default"]
}

resource "terraform_nope" "x" {
}

output "typed" {
  value = terraform_data.ok.outpt
}
