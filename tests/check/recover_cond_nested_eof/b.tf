variable "c" {
  default = 
}

variable "d" {
  type = number
  default = false ? 1 : "a" ? [ 3
}
