variable "host" {
  default = "example.com"
}

resource "thing_a" "base" {}

resource "thing_a" "worker" {
  count = 2

  connection {
    host = var.host
  }

  provisioner "local-exec" {
    when    = destroy
    command = "echo ${self.id} ${count.index} ${thing_a.base.id} ${path.module}"
    quiet   = count.index == 0
    connection {
      host = local.missing
    }
    connection {}
  }

  provisioner "local-exec" {
    when       = "create"
    on_failure = sometimes
    command    = "echo ${thing_a.base.id}"
    lifecycle {}
    _ {}
    _ {}
  }

  provisioner "local-exec" {
    when    = later
    command = "echo"
  }

  provisioner "chef" {}
}
