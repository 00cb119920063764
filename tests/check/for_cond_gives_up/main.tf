variable "a" {
  default = f ( g ( 1 ) , h ? ( [ for ] ) )
}
