variable "zone" {
  default = 1 2
}

variable "size" {
  default = x . [ a . , y
}

variable "rules2" {
  type = tuple([])
}
