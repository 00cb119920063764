variable "c" {
  default = 
}

variable "d" {
  type = bool
  default = true ? [ 1 ] : 1 ? [ ] : 2 ? 3
}

variable "e" {
  type = string
}
