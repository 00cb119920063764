variable "size" {
  type = string
  default = null
}

variable "cfg" {
  type = number
  default = ( x . * . [
}

variable "rules" {
  type = map(map(any))
  default = null
}

variable "port" {
}
