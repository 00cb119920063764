variable "c" {
  default = 
}

variable "d" {
  default = [ true ? { for 1 ] : [ ] ]
}
