output "count" {
  value = var.instance_count
}

modul "network" {
  source = "./network"
}

environment =
