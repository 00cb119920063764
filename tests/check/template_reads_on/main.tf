variable "a" {
}

variable "b" {
}

variable "c" {
  default = "%{ if true }x" )
}
