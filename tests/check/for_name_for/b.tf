variable "port" {
  default = [ for for in [] 1 ]
}
