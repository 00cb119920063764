variable "e" {
  type    = list(string)
  default = ( true *
}

variable "e2" {
  type = string
}
