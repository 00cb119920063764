variable "zz7" {
  default = . * . a . 
}
