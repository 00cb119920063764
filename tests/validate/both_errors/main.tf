# Two providers in one configuration with mistakes in each: arguments of one provider's
# resource written on the other's, an unknown resource type in each provider's namespace,
# errors in an aliased toy provider block (the resource using it is then not checked), data
# sources and resources of both with read-only/deprecated arguments (provider-side findings).
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
    aws = {
      source = "hashicorp/aws"
    }
  }
}

provider "aws" {
  region = "eu-west-1"
}

provider "toy" {
  alias  = "t"
  bucket = "x"
}

resource "toy_thing" "with_aws_args" {
  name   = "a"
  bucket = "b"
  tags   = { Name = "x" }
  item {}
}

resource "toy_thing" "on_broken_provider" {
  provider = toy.t
  name     = "a"
  size     = "big"
  item {}
}

resource "aws_s3_bucket" "with_toy_args" {
  name = "a"
  item {}
}

resource "toy_widget" "w" {
  name = "w"
}

data "aws_lookup" "l" {
  q = "x"
}

resource "toy_thing" "readonly" {
  name = "r"
  id   = "fixed"
  old  = "legacy"
  item {}
}

data "toy_lookup" "with_aws_args" {
  q      = "x"
  filter = "y"
}

data "aws_s3_bucket" "with_toy_args" {
  bucket = "x"
  q      = "y"
}

resource "aws_instance" "readonly" {
  provider      = aws
  ami           = "ami-1"
  instance_type = "t3.micro"
  public_ip     = "192.0.2.1"
}
