module "c" {
  source = "./child"
}
terraform {
  required_version = "~> 1.11.0, != 1.11.3"
}
