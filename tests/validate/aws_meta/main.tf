# Meta-arguments on AWS resources: count, for_each (map and set), an aliased provider,
# lifecycle (ignore_changes with map keys, replace_triggered_by, create_before_destroy),
# depends_on, provisioner and connection blocks; bad uses found during validation.
provider "aws" {
  region = "eu-west-1"
}

provider "aws" {
  alias  = "dr"
  region = "eu-central-1"
}

variable "buckets" {
  type = map(object({ versioned = bool }))
  default = {
    logs   = { versioned = false }
    assets = { versioned = true }
  }
}

variable "names" {
  type = list(string)
}

resource "aws_s3_bucket" "each" {
  for_each = var.buckets
  bucket   = "tycon-${each.key}"
  tags     = { Versioned = tostring(each.value.versioned) }

  lifecycle {
    prevent_destroy = true
    ignore_changes  = [tags["Owner"], tags_all]
  }
}

resource "aws_s3_bucket" "dr" {
  provider = aws.dr
  count    = length(var.names)
  bucket   = "dr-${var.names[count.index]}"

  lifecycle {
    create_before_destroy = true
    replace_triggered_by  = [aws_s3_bucket.each["logs"].id]
  }

  depends_on = [aws_s3_bucket.each]
}

resource "aws_instance" "prov" {
  ami           = "ami-123"
  instance_type = "t3.micro"

  connection {
    type = "ssh"
    user = "ubuntu"
    host = self.public_ip
  }

  provisioner "remote-exec" {
    inline = ["echo ${self.private_ip}"]
  }

  provisioner "local-exec" {
    command     = "echo ${self.id}"
    interpreter = ["/bin/sh", "-c"]
  }
}

resource "aws_instance" "bad_provisioner" {
  ami           = "ami-123"
  instance_type = "t3.micro"

  provisioner "local-exec" {
    comand = "echo hi"
  }
}

resource "aws_s3_bucket" "for_each_names" {
  for_each = var.names
  bucket   = each.value
}

resource "aws_s3_bucket" "for_each_tuple_of_objects" {
  for_each = [{ name = "a" }]
  bucket   = each.value.name
}

resource "aws_s3_bucket" "count_bool" {
  count  = true
  bucket = "x"
}

resource "aws_s3_bucket" "ignore_bad" {
  bucket = "x"

  lifecycle {
    ignore_changes = [tag, versioning[0].enabled]
  }
}

resource "aws_s3_bucket" "self_ref" {
  bucket = "z"
  tags   = { Name = self.bucket }
}

resource "aws_s3_bucket" "depends_on_data" {
  bucket     = "w"
  depends_on = [data.aws_caller_identity.nope, aws_s3_bucket.each["logs"]]
}
