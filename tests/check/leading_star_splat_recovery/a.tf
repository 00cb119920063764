variable "zone" {
  type = any
  default = true in =
}

variable "port" {
  type = map(object({id = map(string)}))
  default = * . * y
}

variable "size" {
  type = string
}
