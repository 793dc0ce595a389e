from app.cli.command_line import main

raise SystemExit(main())
