# Variables (unknown values of their declared type during validate), locals (known values)
# and outputs feeding AWS resource arguments: types that convert and types that do not,
# sensitive variables, a variable with no type, an object variable, a list variable for a
# set argument, a conditional count.
provider "aws" {
  region = var.region
}

variable "region" {
  type = string
}

variable "instance_type" {
  type = map(string)
}

variable "port" {
  type = string
}

variable "ports" {
  type = list(number)
}

variable "create" {
  type = bool
}

variable "sg_ids" {
  type = list(string)
}

variable "settings" {
  type = object({
    name = string
    size = number
  })
}

variable "untyped" {
}

variable "db_password" {
  type      = string
  sensitive = true
}

locals {
  ami       = "ami-123456"
  size      = "big"
  cidrs     = ["10.0.0.0/8", "192.168.0.0/16"]
  tag_pairs = [{ key = "a", value = "b" }]
  env       = { name = "dev", count = 2 }
}

resource "aws_instance" "typed" {
  count                  = var.create ? 1 : 0
  ami                    = local.ami
  instance_type          = var.instance_type
  vpc_security_group_ids = var.sg_ids
  cpu_core_count         = var.port
  tags                   = var.settings
  volume_tags            = local.env
}

resource "aws_instance" "wrong" {
  ami              = var.ports
  instance_type    = var.untyped
  cpu_core_count   = local.size
  ipv6_addresses   = local.cidrs
  tags             = local.tag_pairs
  monitoring       = var.settings
  private_ip       = var.settings.name
  ebs_optimized    = var.settings.size
  disable_api_stop = var.settings.missing
}

resource "aws_security_group" "ports" {
  name = "ports"

  ingress {
    from_port   = var.port
    to_port     = var.ports
    protocol    = "tcp"
    cidr_blocks = local.cidrs
  }
}

resource "aws_db_instance" "db" {
  identifier          = "db"
  engine              = "postgres"
  instance_class      = "db.t3.micro"
  allocated_storage   = "20"
  username            = "admin"
  password            = var.db_password
  skip_final_snapshot = true
}

output "password" {
  value = aws_db_instance.db.password
}

output "password_var" {
  value = var.db_password
}

output "settings_name" {
  value = var.settings.name
}

output "bad_attr" {
  value = var.settings.colour
}
