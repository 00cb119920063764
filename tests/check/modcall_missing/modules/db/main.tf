variable "engine" {
  type = string
}

variable "size" {
  type = number
}

variable "backup" {
  type    = bool
  default = true
}
