variable "a" {
  default = 
}

variable "b" {
  default = true ? ? [ 1 ] : [
}
