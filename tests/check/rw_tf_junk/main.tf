terraform {
  required_version = ">= 1.5"
}

required_providers {
  aws = {
    source = "hashicorp/aws"
  }
}

resource "aws_instance" {
}

this line was pasted by mistake

locals {
  name = "demo"
}

output "region" value = var.region
