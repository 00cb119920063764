variable "j" {
  type    = tuple([number])
  default = [1, 2, 
}
