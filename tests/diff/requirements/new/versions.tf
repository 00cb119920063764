terraform {
  required_version = ">= 1.5.7"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 5.0"
    }
    random = {
      source  = "hashicorp/random"
      version = ">= 3.0"
    }
    null = {
      source  = "example/null"
      version = ">= 3.0"
    }
    tls = {
      source = "hashicorp/tls"
    }
  }
}
module "label" {
  source  = "cloudposse/label/null"
  version = "~> 0.25.0"
}
module "net" {
  source  = "terraform-aws-modules/vpc/aws"
  version = ">= 5.0, < 7.0"
}
module "extra" {
  source = "./modules/extra"
}
