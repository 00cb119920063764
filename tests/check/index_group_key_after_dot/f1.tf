variable "v1" {
  default = x . [ ( ]
}

variable "w1" {
  type = any
}
