# Attributes of list/set-of-object type (aws_security_group ingress/egress, aws_route_table
# route; optional+computed set(object) attributes in the 4.36.1 schema) written as blocks
# and as attributes: blocks whose object attributes may be left out, the attribute form
# that needs every object attribute, "= []", unsupported and wrongly typed arguments in the
# block form, both forms mixed, and dynamic blocks generating them.
provider "aws" {
  region = "eu-west-1"
}

variable "rules" {
  type = list(object({ port = number, cidr = string }))
}

resource "aws_security_group" "blocks_ok" {
  name = "blocks"

  ingress {
    from_port = 22
    to_port   = 22
    protocol  = "tcp"
  }

  egress {
  }
}

resource "aws_security_group" "empty_ok" {
  name    = "empty"
  ingress = []
  egress  = []
}

resource "aws_security_group" "attr_full_ok" {
  name = "full"
  ingress = [{
    description      = "all"
    from_port        = 0
    to_port          = 0
    protocol         = "-1"
    cidr_blocks      = ["0.0.0.0/0"]
    ipv6_cidr_blocks = []
    prefix_list_ids  = []
    security_groups  = []
    self             = false
  }]
}

resource "aws_security_group" "attr_partial" {
  name = "partial"
  egress = [{
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }]
}

resource "aws_security_group" "attr_not_list" {
  name    = "notlist"
  ingress = { from_port = 22 }
}

resource "aws_security_group" "attr_null" {
  name    = "null"
  ingress = null
}

resource "aws_security_group" "block_errors" {
  name = "errors"

  ingress {
    port      = 22
    from_port = "ssh"
    to_port   = 22
    protocol  = "tcp"
    self      = "yes"
  }

  egress {
    cidr_blocks = "0.0.0.0/0"

    extra {
    }
  }
}

resource "aws_security_group" "mixed" {
  name    = "mixed"
  ingress = []

  ingress {
    from_port = 80
    to_port   = 80
    protocol  = "tcp"
  }
}

resource "aws_security_group" "dynamic_known" {
  name = "dyn"

  dynamic "ingress" {
    for_each = [22, 443]
    content {
      from_port   = ingress.value
      to_port     = ingress.value
      protocol    = "tcp"
      cidr_blocks = ["10.0.0.0/8"]
    }
  }
}

resource "aws_security_group" "dynamic_unknown" {
  name = "dyn-unknown"

  dynamic "ingress" {
    for_each = var.rules
    content {
      from_port   = ingress.value.port
      to_port     = ingress.value.port
      protocol    = "tcp"
      cidr_blocks = [ingress.value.cidr]
      portal      = true
    }
  }
}

resource "aws_route_table" "route_attr" {
  vpc_id = "vpc-123"
  route = [{
    cidr_block = "0.0.0.0/0"
    gateway_id = "igw-123"
  }]
}

resource "aws_route_table" "route_blocks" {
  vpc_id = "vpc-123"

  route {
    cidr_block = "0.0.0.0/0"
    gateway_id = "igw-123"
  }

  route {
    cidr_block    = "10.1.0.0/16"
    gateway_ids   = "x"
  }
}
