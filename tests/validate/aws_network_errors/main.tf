# A VPC + subnet + route table + instance configuration with typical mistakes: missing
# required arguments, misspelt arguments (with suggestions), wrong value types for string,
# bool, number and set arguments, unsupported arguments inside nested blocks, too many
# blocks, a required argument missing inside a set-nested block. aws_route_table.rt refers to
# aws_vpc.main, which has errors, so it is not validated at all (its misspelt "gateway" is
# not reported); rt2 has the same mistake and no such dependency.
provider "aws" {
  region = "eu-west-1"
}

resource "aws_vpc" "main" {
  cidr               = "10.0.0.0/16"
  enable_dns_support = "yes"
  tags = {
    Name = "main"
  }
}

resource "aws_subnet" "a" {
  cidr_block        = "10.0.1.0/24"
  availability_zone = ["eu-west-1a"]
}

resource "aws_route_table" "rt" {
  vpc_id = aws_vpc.main.id

  route {
    cidr_block  = "0.0.0.0/0"
    gateway     = "igw-123"
  }
}

resource "aws_route_table" "rt2" {
  vpc_id = "vpc-123"

  route {
    cidr_block  = "0.0.0.0/0"
    gateway     = "igw-123"
  }
}

resource "aws_instance" "web" {
  ami                         = "ami-123456"
  instance_typ                = "t3.micro"
  subnet_id                   = "subnet-123"
  vpc_security_group_ids      = "sg-123"
  associate_public_ip_address = "maybe"
  cpu_core_count              = "two"

  ebs_block_device {
    volume_size = 10
  }

  metadata_options {
    http_tokens  = "required"
    http_enabled = true
  }

  credit_specification {
    cpu_credits = "standard"
  }

  credit_specification {
    cpu_credits = "unlimited"
  }

  root_block_device {
    volume_size = "large"
  }
}

resource "aws_instance" "tags_wrong" {
  ami           = "ami-123456"
  instance_type = "t3.micro"
  tags          = ["web", "prod"]
  volume_tags   = "none"
}
