variable "v3" {
  type = any
  default = 1 + ( ( 0 ] . y
}

variable "w3" {
  type = any
}
